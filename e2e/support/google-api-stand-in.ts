import type { BrowserContext } from "playwright-core";

/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, served through
 * Playwright's request routing so Google sign-in works against the Auth
 * emulator on a machine with no internet (DESIGN.md, "Local stack and
 * commands"). Without it `signInWithPopup` fails with `auth/internal-error`.
 *
 * Who loads the real script, and what they use of it:
 *
 * - The Firebase Auth SDK in the app page (`@firebase/auth`, `_loadGapi` and
 *   `_openIframe`) injects `api.js?onload=__iframefcbNNN`, waits for that
 *   global callback, then calls `gapi.load('gapi.iframes', { callback })` and
 *   `gapi.iframes.getContext().open({ where, url, attributes, ... }, cb)` to
 *   embed the emulator's helper page `/emulator/auth/iframe`. On the returned
 *   iframe it calls `restyle(...)`, `ping(cb)` (to know the page is up),
 *   `register('authEvent', handler, CROSS_ORIGIN_IFRAMES_FILTER)` (the
 *   handler answers `{ status: 'ACK' }`) and
 *   `send('webStorageSupport', data, cb, filter)`, whose callback expects
 *   `[{ webStorageSupport: true }]`.
 * - The emulator's helper iframe includes `<script src=".../api.js">` after
 *   defining `window.gapi_onload`; it calls `gapi.load('gapi.iframes', ...)`,
 *   then `gapi.iframes.getContext().getParentIframe()` and on that
 *   `register('webStorageSupport', ...)` and `send('authEvent', ..., cb)`,
 *   whose callback wants the last reply to have `status: 'ACK'`.
 * - The emulator's sign-in popup (`/emulator/auth/handler`) does not use
 *   gapi: it hands the result to the helper iframe in the opener with a
 *   plain `postMessage({ eventType: 'sendAuthEvent', ... })`, and the iframe
 *   forwards it to the SDK through `send('authEvent', ...)` above.
 *
 * So the stand-in implements exactly that: the loader (`?onload=` and
 * `gapi_onload`), `gapi.load`, `gapi.iframes.getContext()` with `open` and
 * `getParentIframe`, and iframe objects with `register`, `send`, `ping` and
 * `restyle`, talking over `postMessage` with messages tagged so nothing else
 * on the page mistakes them for its own. `CROSS_ORIGIN_IFRAMES_FILTER` is a
 * filter that accepts every frame: the only frames involved are the app page
 * and the emulator's helper iframe. Calls that arrive before the other side
 * has registered a handler are held until it does (the helper iframe sends
 * its first `authEvent` before the SDK registers for it), and callbacks run
 * inside try/catch because the SDK's `webStorageSupport` callback throws by
 * design after it has used the answer.
 *
 * It is served at the real address, not from the page's or the emulator's
 * origin: the Content-Security-Policy in firebase.json already allows
 * scripts from https://apis.google.com, so nothing in the product changes
 * for tests. The script is a plain string, not a stringified function, so
 * the test transpiler cannot inject helpers into it.
 */
export const googleApiStandInScript = String.raw`(function () {
  "use strict";
  var w = window;
  if (w.gapi && w.gapi.iframes && w.gapi.iframes.__bereaStandIn) return;
  var TAG = "__bereaGapiStandIn";
  var channels = [];
  var nextId = 1;

  function acceptAll() {
    return true;
  }

  function safely(fn) {
    try {
      fn();
    } catch (error) {
      // The SDK's own callbacks may throw on purpose; keep the channel alive.
      if (w.console && w.console.debug) w.console.debug("[gapi stand-in] callback threw", error);
    }
  }

  /** One end of a conversation with another window (the iframe, or the parent). */
  function Channel(target, ready) {
    this.target = target;
    this.ready = ready;
    this.handlers = {};
    this.held = {};
    this.replies = {};
    this.outbox = [];
    this.readyWaiters = [];
    channels.push(this);
  }

  Channel.prototype.post = function (message) {
    message[TAG] = 1;
    if (!this.ready) {
      this.outbox.push(message);
      return;
    }
    this.target.postMessage(message, "*");
  };

  Channel.prototype.markReady = function () {
    if (this.ready) return;
    this.ready = true;
    var queued = this.outbox;
    this.outbox = [];
    for (var i = 0; i < queued.length; i++) this.target.postMessage(queued[i], "*");
    var waiters = this.readyWaiters;
    this.readyWaiters = [];
    for (var j = 0; j < waiters.length; j++) waiters[j]();
  };

  Channel.prototype.whenReady = function () {
    var self = this;
    return new Promise(function (resolve) {
      if (self.ready) resolve();
      else self.readyWaiters.push(resolve);
    });
  };

  Channel.prototype.handle = function (call) {
    var self = this;
    var handler = this.handlers[call.type];
    if (!handler) {
      (this.held[call.type] = this.held[call.type] || []).push(call);
      return;
    }
    Promise.resolve()
      .then(function () {
        return handler(call.data);
      })
      .then(
        function (result) {
          self.post({ kind: "reply", id: call.id, results: [result] });
        },
        function () {
          self.post({ kind: "reply", id: call.id, results: [] });
        },
      );
  };

  Channel.prototype.register = function (type, handler) {
    this.handlers[type] = handler;
    var held = this.held[type] || [];
    delete this.held[type];
    for (var i = 0; i < held.length; i++) this.handle(held[i]);
  };

  Channel.prototype.send = function (type, data, callback) {
    var id = nextId++;
    if (typeof callback === "function") this.replies[id] = callback;
    this.post({ kind: "call", id: id, type: type, data: data });
  };

  Channel.prototype.ping = function (callback) {
    return this.whenReady().then(function () {
      if (typeof callback === "function") safely(callback);
      return [true];
    });
  };

  Channel.prototype.restyle = function (style, callback) {
    if (typeof callback === "function") safely(callback);
    return Promise.resolve([true]);
  };

  w.addEventListener("message", function (event) {
    var message = event.data;
    if (!message || typeof message !== "object" || message[TAG] !== 1) return;
    var channel = null;
    for (var i = 0; i < channels.length; i++) {
      if (channels[i].target === event.source) channel = channels[i];
    }
    if (!channel) return;
    if (message.kind === "ready") {
      channel.markReady();
    } else if (message.kind === "call") {
      channel.handle(message);
    } else if (message.kind === "reply") {
      var callback = channel.replies[message.id];
      delete channel.replies[message.id];
      if (callback) safely(function () { callback(message.results); });
    }
  });

  var parentChannel = null;

  var context = {
    /** In the app page: embeds the iframe and returns what the callback resolves to. */
    open: function (options, callback) {
      var element = document.createElement("iframe");
      var attributes = options.attributes || {};
      for (var name in attributes) {
        var value = attributes[name];
        if (name === "style" && value && typeof value === "object") {
          for (var property in value) element.style[property] = value[property];
        } else {
          element.setAttribute(name, String(value));
        }
      }
      element.src = options.url;
      (options.where || document.body).appendChild(element);
      var iframe = new Channel(element.contentWindow, false);
      return Promise.resolve(typeof callback === "function" ? callback(iframe) : iframe);
    },
    /** In the helper iframe: the channel to the page that embedded it. */
    getParentIframe: function () {
      if (w.parent === w) return null;
      if (!parentChannel) {
        parentChannel = new Channel(w.parent, true);
        // Tell the parent only after this turn, so handlers registered right
        // after this call are in place before its first messages arrive.
        setTimeout(function () {
          w.parent.postMessage({ __bereaGapiStandIn: 1, kind: "ready" }, "*");
        }, 0);
      }
      return parentChannel;
    },
  };

  function Iframe() {}

  w.gapi = w.gapi || {};
  w.gapi.iframes = {
    __bereaStandIn: true,
    Iframe: Iframe,
    CROSS_ORIGIN_IFRAMES_FILTER: acceptAll,
    SAME_ORIGIN_IFRAMES_FILTER: acceptAll,
    getContext: function () {
      return context;
    },
  };
  w.gapi.load = function (features, options) {
    var callback = typeof options === "function" ? options : options && options.callback;
    setTimeout(function () {
      if (typeof callback === "function") callback();
    }, 0);
  };

  // The loader part: call ?onload=<name> (the SDK) and gapi_onload (the emulator's iframe).
  var script = document.currentScript;
  var onload = null;
  if (script && script.src) {
    try {
      onload = new URL(script.src).searchParams.get("onload");
    } catch (error) {
      onload = null;
    }
  }
  setTimeout(function () {
    if (onload && typeof w[onload] === "function") w[onload]();
    if (typeof w.gapi_onload === "function") w.gapi_onload();
  }, 0);
})();
`;

/** Serves {@link googleApiStandInScript} for every request to Google's api.js in this context. */
export async function installGoogleApiStandIn(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/js/api.js*", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/javascript; charset=utf-8",
      headers: { "Cache-Control": "no-store" },
      body: googleApiStandInScript,
    }),
  );
}
