var __createBinding = (this && this.__createBinding) || (Object.create ? (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    var desc = Object.getOwnPropertyDescriptor(m, k);
    if (!desc || ("get" in desc ? !m.__esModule : desc.writable || desc.configurable)) {
      desc = { enumerable: true, get: function() { return m[k]; } };
    }
    Object.defineProperty(o, k2, desc);
}) : (function(o, m, k, k2) {
    if (k2 === undefined) k2 = k;
    o[k2] = m[k];
}));
var __exportStar = (this && this.__exportStar) || function(m, exports) {
    for (var p in m) if (p !== "default" && !Object.prototype.hasOwnProperty.call(exports, p)) __createBinding(exports, m, p);
};
(function (factory) {
    if (typeof module === "object" && typeof module.exports === "object") {
        var v = factory(require, exports);
        if (v !== undefined) module.exports = v;
    }
    else if (typeof define === "function" && define.amd) {
        define(["require", "exports", "./pool", "./ledger", "./client"], factory);
    }
})(function (require, exports) {
    "use strict";
    Object.defineProperty(exports, "__esModule", { value: true });
    exports.createPool = exports.send = exports.Journal = exports.Ledger = void 0;
    exports.default = version;
    // The package's entry: what its users import.
    __exportStar(require("./pool"), exports);
    var ledger_1 = require("./ledger");
    Object.defineProperty(exports, "Ledger", { enumerable: true, get: function () { return ledger_1.Ledger; } });
    Object.defineProperty(exports, "Journal", { enumerable: true, get: function () { return ledger_1.Journal; } });
    var client_1 = require("./client");
    Object.defineProperty(exports, "send", { enumerable: true, get: function () { return client_1.send; } });
    Object.defineProperty(exports, "createPool", { enumerable: true, get: function () { return client_1.makePool; } });
    function version() {
        return "1.0.0";
    }
});
