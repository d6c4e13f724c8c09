// A client that sends requests through its links, one class.
import { send } from "./transport";
export class Client {
  requestId = 0;
  constructor(links) {
    this.links = links.map(link => op => link({
      ...op,
      id: ++this.requestId
    }));
  }
  request(path) {
    return Promise.all(this.links.map(l => l({
      id: this.requestId,
      path
    })));
  }
  close() {
    this.links.forEach((l, i) => send(i, this.requestId));
  }
}
