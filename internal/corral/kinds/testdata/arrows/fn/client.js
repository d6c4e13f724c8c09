// A client that sends requests through its links, one class.
import { send } from "./transport";
export class Client {
  requestId = 0;
  constructor(links) {
    var _this = this;
    this.links = links.map(function (link) {
      return function (op) {
        return link({
          ...op,
          id: ++_this.requestId
        });
      };
    });
  }
  request(path) {
    var _this2 = this;
    return Promise.all(this.links.map(function (l) {
      return l({
        id: _this2.requestId,
        path
      });
    }));
  }
  close() {
    var _this3 = this;
    this.links.forEach(function (l, i) {
      return send(i, _this3.requestId);
    });
  }
}
