// A client that sends requests through its links, one class.
import { send } from "./transport";

type Link = (op: { id: number; path: string }) => Promise<unknown>;

export class Client {
  private requestId = 0;
  private links: Link[];

  constructor(links: Link[]) {
    this.links = links.map(link => (op) => link({ ...op, id: ++this.requestId }));
  }

  request(path: string): Promise<unknown[]> {
    return Promise.all(this.links.map(l => l({ id: this.requestId, path })));
  }

  close(): void {
    this.links.forEach((l, i) => send(i, this.requestId));
  }
}
