import type { BrowserContext } from "playwright-core";

/**
 * A browser stand-in for Stripe.js v3 (DESIGN.md item 7): js.stripe.com is
 * unreachable here, so tests and `npm start` serve this script instead. It
 * defines `window.Stripe` (which `loadStripe` from `@stripe/stripe-js` uses
 * when present) with what the app uses:
 *
 * - `Stripe(publishableKey)` → `{ elements, confirmCardSetup, retrieveSetupIntent }`
 *   plus the methods `@stripe/react-stripe-js` checks for (`createToken`,
 *   `createPaymentMethod`, `confirmCardPayment`, which answer "not
 *   implemented" errors) and `_registerWrapper` / `registerAppInfo`.
 * - `elements({ locale })` → `{ create("card"), getElement, update }`.
 *   `locale` works as Stripe's does for the languages Berea speaks: "es"
 *   gives the card Element's labels, placeholders and validation messages
 *   in Spanish, in Stripe's own Spanish wording where Stripe publishes it
 *   (its mobile SDKs' strings: "El número de la tarjeta está incompleto.",
 *   ...); "en", "auto" (Stripe would follow the browser; the stand-in does
 *   not), any other locale or none give English. `elements.update({ locale })`
 *   relabels a mounted Element, and its later messages come in that locale.
 * - The card Element: plain, labelled inputs (card number, MM / YY, CVC,
 *   ZIP) inside the mount node where Stripe would put an iframe; Stripe's
 *   `StripeElement--empty|focus|complete|invalid` classes on the mount node;
 *   `mount`, `unmount`, `destroy`, `on`/`off`/`once` (`change`, `ready`,
 *   `focus`, `blur`, `escape`), `update`, `focus`, `blur`, `clear`; change
 *   events `{ elementType, empty, complete, error, value: { postalCode }, brand }`
 *   with Stripe's messages ("Your card number is incomplete.", ...).
 * - `confirmCardSetup(clientSecret, { payment_method: { card, billing_details } })`
 *   validates the element like Stripe.js (incomplete fields resolve with a
 *   `validation_error` without a request), then POSTs the card to
 *   `/v1/setup_intents/:id/confirm` with the publishable key and client
 *   secret, and resolves `{ setupIntent }` or `{ error }`.
 *
 * Where requests go: the `apiBase` given here; otherwise the origin the
 * script was loaded from (the stand-in serves it at `/v3/`), or
 * `https://api.stripe.com` when it was loaded from js.stripe.com (tests then
 * route that host to the stand-in, see {@link installStripeJsStandIn}).
 */
export function stripeJsSource(options: { apiBase?: string } = {}): string {
  return `/* Stripe.js stand-in (Berea emulators/stripe/stripe-js.ts). Not Stripe's code. */
(function () {
  "use strict";
  if (window.Stripe && window.Stripe.__standIn) return;
  var CONFIGURED_API_BASE = ${JSON.stringify(options.apiBase ?? null)};
  var scriptSrc = document.currentScript && document.currentScript.src;
  function apiBase() {
    if (CONFIGURED_API_BASE) return CONFIGURED_API_BASE.replace(/\\/$/, "");
    if (scriptSrc) {
      try {
        var origin = new URL(scriptSrc).origin;
        if (origin !== "https://js.stripe.com") return origin;
      } catch (error) { /* fall through */ }
    }
    return "https://api.stripe.com";
  }

  /** What the card Element says, per locale: its group, each field's label and placeholder, and Stripe's validation messages. */
  var STRINGS = {
    en: {
      group: "Card details",
      number: { label: "Credit or debit card number", placeholder: "Card number" },
      expiry: { label: "Credit or debit card expiration date", placeholder: "MM / YY" },
      cvc: { label: "Credit or debit card CVC/CVV", placeholder: "CVC" },
      postal: { label: "ZIP", placeholder: "ZIP" },
      messages: {
        incomplete_number: "Your card number is incomplete.",
        invalid_number: "Your card number is invalid.",
        incomplete_expiry: "Your card's expiration date is incomplete.",
        invalid_expiry_month_past: "Your card's expiration date is in the past.",
        invalid_expiry_year_past: "Your card's expiration year is in the past.",
        invalid_expiry_year: "Your card's expiration year is invalid.",
        incomplete_cvc: "Your card's security code is incomplete.",
        incomplete_zip: "Your postal code is incomplete."
      }
    },
    es: {
      group: "Datos de la tarjeta",
      number: { label: "Número de la tarjeta de crédito o débito", placeholder: "Número de tarjeta" },
      expiry: { label: "Fecha de caducidad de la tarjeta de crédito o débito", placeholder: "MM / AA" },
      cvc: { label: "CVC/CVV de la tarjeta de crédito o débito", placeholder: "CVC" },
      postal: { label: "Código postal", placeholder: "Código postal" },
      messages: {
        incomplete_number: "El número de la tarjeta está incompleto.",
        invalid_number: "El número de la tarjeta no es válido.",
        incomplete_expiry: "La fecha de caducidad de la tarjeta está incompleta.",
        invalid_expiry_month_past: "La fecha de caducidad de la tarjeta ya ha pasado.",
        invalid_expiry_year_past: "El año de caducidad de la tarjeta ya ha pasado.",
        invalid_expiry_year: "El año de caducidad de la tarjeta no es válido.",
        incomplete_cvc: "El código de seguridad de la tarjeta está incompleto.",
        incomplete_zip: "Tu código postal no está completo."
      }
    }
  };
  /** The strings for a requested locale: Spanish for "es", English for anything else ("auto" included). */
  function localeOf(requested) { return requested === "es" ? "es" : "en"; }
  var FIELDS = ["number", "expiry", "cvc", "postal"];
  var internals = typeof WeakMap === "function" ? new WeakMap() : null;
  var elementCount = 0;

  function integrationError(message) {
    var error = new Error(message);
    error.name = "IntegrationError";
    return error;
  }

  function digits(value) { return String(value || "").replace(/\\D/g, ""); }

  function brandOf(number) {
    if (/^4/.test(number)) return "visa";
    if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
    if (/^3[47]/.test(number)) return "amex";
    if (/^6(011|5)/.test(number)) return "discover";
    return number ? "unknown" : "unknown";
  }

  function luhn(number) {
    var sum = 0;
    for (var i = 0; i < number.length; i++) {
      var d = Number(number.charAt(number.length - 1 - i));
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return sum % 10 === 0;
  }

  function numberLength(brand) { return brand === "amex" ? 15 : 16; }
  function cvcLength(brand) { return brand === "amex" ? 4 : 3; }

  function formatNumber(raw) {
    var d = digits(raw);
    var brand = brandOf(d);
    d = d.slice(0, numberLength(brand));
    var groups = brand === "amex" ? [4, 6, 5] : [4, 4, 4, 4];
    var out = [], at = 0;
    for (var i = 0; i < groups.length && at < d.length; i++) { out.push(d.slice(at, at + groups[i])); at += groups[i]; }
    return out.join(" ");
  }

  function formatExpiry(raw, deleting) {
    var d = digits(raw).slice(0, 4);
    if (d.length >= 1 && d.charAt(0) > "1") d = "0" + d.slice(0, 3);
    if (d.length < 2) return d;
    if (d.length === 2) return deleting ? d : d + " / ";
    return d.slice(0, 2) + " / " + d.slice(2);
  }

  /** The state of each field: complete, an error code when invalid, an error code when incomplete. */
  function analyse(values, showPostal) {
    var now = new Date();
    var number = digits(values.number), brand = brandOf(number);
    var fields = {};
    var numberComplete = number.length === numberLength(brand) && luhn(number);
    fields.number = {
      empty: number.length === 0,
      complete: numberComplete,
      invalid: number.length === numberLength(brand) && !numberComplete ? "invalid_number" : null,
      incomplete: "incomplete_number"
    };
    var exp = digits(values.expiry), month = Number(exp.slice(0, 2)), year = 2000 + Number(exp.slice(2, 4));
    var expInvalid = null;
    if (exp.length >= 2 && (month < 1 || month > 12)) expInvalid = "incomplete_expiry";
    if (exp.length === 4 && !expInvalid) {
      if (year < now.getFullYear()) expInvalid = "invalid_expiry_year_past";
      else if (year === now.getFullYear() && month < now.getMonth() + 1) expInvalid = "invalid_expiry_month_past";
      else if (year > now.getFullYear() + 50) expInvalid = "invalid_expiry_year";
    }
    fields.expiry = { empty: exp.length === 0, complete: exp.length === 4 && !expInvalid, invalid: expInvalid, incomplete: "incomplete_expiry" };
    var cvc = digits(values.cvc);
    fields.cvc = { empty: cvc.length === 0, complete: cvc.length === cvcLength(brand) || (brand !== "amex" && cvc.length === 4), invalid: null, incomplete: "incomplete_cvc" };
    var postal = String(values.postal || "").trim();
    fields.postal = showPostal
      ? { empty: postal.length === 0, complete: postal.length >= (/^\\d+$/.test(postal) ? 5 : 3), invalid: null, incomplete: "incomplete_zip" }
      : { empty: true, complete: true, invalid: null, incomplete: "incomplete_zip" };
    return { fields: fields, brand: brand, number: number, month: month, year: year, cvc: cvc, postal: postal };
  }

  function visuallyHidden(node) {
    node.style.cssText = "position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;";
  }

  /** group is the Elements instance's shared settings ({ locale }), which elements.update changes. */
  function createCardElement(group, options) {
    options = options || {};
    function strings() { return STRINGS[group.locale]; }
    function message(code) { return strings().messages[code]; }
    var id = "stripe-stand-in-card-" + (++elementCount);
    var classes = Object.assign({ base: "StripeElement", complete: "StripeElement--complete", empty: "StripeElement--empty", focus: "StripeElement--focus", invalid: "StripeElement--invalid" }, options.classes || {});
    var values = { number: "", expiry: "", cvc: "", postal: (options.value && options.value.postalCode) || "" };
    var showIncomplete = {};
    var listeners = {};
    var mountNode = null, wrapper = null, inputs = {}, ready = false, destroyed = false, focused = false;
    var hidePostal = !!options.hidePostalCode, disabled = !!options.disabled;

    function emit(type, payload) {
      var list = (listeners[type] || []).slice();
      for (var i = 0; i < list.length; i++) {
        try { list[i](payload); } catch (error) { setTimeout(function () { throw error; }); }
      }
    }

    function currentError(state) {
      for (var i = 0; i < FIELDS.length; i++) {
        var f = state.fields[FIELDS[i]];
        if (f.invalid) return { type: "validation_error", code: f.invalid, message: message(f.invalid) };
        if (showIncomplete[FIELDS[i]] && !f.complete && !f.empty) return { type: "validation_error", code: f.incomplete, message: message(f.incomplete) };
      }
      return undefined;
    }

    function snapshotState() {
      var state = analyse(values, !hidePostal);
      var empty = FIELDS.every(function (name) { return name === "postal" && hidePostal ? true : state.fields[name].empty; });
      var complete = FIELDS.every(function (name) { return state.fields[name].complete; });
      var error = currentError(state);
      return { state: state, empty: empty, complete: complete, error: error };
    }

    function refreshClasses(snap) {
      if (!mountNode) return;
      var list = mountNode.classList;
      list.add(classes.base);
      list.toggle(classes.empty, snap.empty);
      list.toggle(classes.complete, snap.complete);
      list.toggle(classes.invalid, !!snap.error);
      list.toggle(classes.focus, focused);
      FIELDS.forEach(function (name) {
        var input = inputs[name];
        if (!input) return;
        var f = snap.state.fields[name];
        var bad = !!f.invalid || (showIncomplete[name] && !f.complete && !f.empty);
        if (bad) input.setAttribute("aria-invalid", "true"); else input.removeAttribute("aria-invalid");
      });
    }

    function changed() {
      var snap = snapshotState();
      refreshClasses(snap);
      emit("change", {
        elementType: "card",
        empty: snap.empty,
        complete: snap.complete,
        error: snap.error,
        value: { postalCode: hidePostal ? "" : values.postal },
        brand: snap.state.brand
      });
    }

    var labelNodes = {};

    /** The group's name, each field's label and placeholder, in the Elements' locale. */
    function localize() {
      var text = strings();
      if (wrapper) wrapper.setAttribute("aria-label", text.group);
      FIELDS.forEach(function (name) {
        if (labelNodes[name]) labelNodes[name].textContent = text[name].label;
        if (inputs[name]) inputs[name].setAttribute("placeholder", text[name].placeholder);
      });
    }

    function makeInput(name, attrs, flex) {
      var box = document.createElement("span");
      box.style.cssText = "position:relative;display:inline-flex;flex:" + flex + ";min-width:0;";
      var labelNode = document.createElement("label");
      labelNode.htmlFor = id + "-" + name;
      labelNodes[name] = labelNode;
      visuallyHidden(labelNode);
      var input = document.createElement("input");
      input.id = id + "-" + name;
      input.type = "text";
      input.spellcheck = false;
      input.disabled = disabled;
      Object.keys(attrs).forEach(function (key) { input.setAttribute(key, attrs[key]); });
      input.value = values[name];
      input.style.cssText = "width:100%;min-width:0;border:0;outline:none;background:transparent;font:inherit;color:inherit;padding:0;margin:0;";
      input.addEventListener("input", function (event) {
        var deleting = event && typeof event.inputType === "string" && event.inputType.indexOf("delete") === 0;
        var before = input.value;
        if (name === "number") input.value = formatNumber(before);
        else if (name === "expiry") input.value = formatExpiry(before, deleting);
        else if (name === "cvc") input.value = digits(before).slice(0, 4);
        else input.value = before.slice(0, 10);
        values[name] = input.value;
        var state = analyse(values, !hidePostal);
        if (state.fields[name].complete) showIncomplete[name] = false;
        changed();
        if (!deleting && state.fields[name].complete && input.selectionStart === input.value.length) {
          var next = FIELDS[FIELDS.indexOf(name) + 1];
          if (next && inputs[next] && !(next === "postal" && hidePostal)) inputs[next].focus();
        }
      });
      input.addEventListener("blur", function () {
        var state = analyse(values, !hidePostal);
        var f = state.fields[name];
        if (!f.empty && !f.complete) { showIncomplete[name] = true; changed(); }
      });
      input.addEventListener("keydown", function (event) {
        if (event.key === "Escape") emit("escape", { elementType: "card" });
      });
      inputs[name] = input;
      box.appendChild(labelNode);
      box.appendChild(input);
      return box;
    }

    function render() {
      wrapper = document.createElement("div");
      wrapper.setAttribute("role", "group");
      wrapper.setAttribute("data-stripe-stand-in", "card");
      wrapper.style.cssText = "display:flex;gap:0.5em;align-items:center;width:100%;";
      wrapper.appendChild(makeInput("number", { name: "cardnumber", autocomplete: "cc-number", inputmode: "numeric" }, "3 1 10em"));
      wrapper.appendChild(makeInput("expiry", { name: "exp-date", autocomplete: "cc-exp", inputmode: "numeric" }, "1 1 4.5em"));
      wrapper.appendChild(makeInput("cvc", { name: "cvc", autocomplete: "cc-csc", inputmode: "numeric" }, "1 1 3.5em"));
      var postal = makeInput("postal", { name: "postal", autocomplete: "postal-code" }, "1 1 4.5em");
      if (hidePostal) postal.style.display = "none";
      wrapper.appendChild(postal);
      localize();
      wrapper.addEventListener("focusin", function () {
        if (!focused) { focused = true; refreshClasses(snapshotState()); emit("focus", { elementType: "card" }); }
      });
      wrapper.addEventListener("focusout", function (event) {
        if (wrapper && event.relatedTarget && wrapper.contains(event.relatedTarget)) return;
        focused = false;
        refreshClasses(snapshotState());
        emit("blur", { elementType: "card" });
      });
      return wrapper;
    }

    var element = {
      mount: function (target) {
        if (destroyed) throw integrationError("This Element has already been destroyed. Please create a new one.");
        var node = typeof target === "string" ? document.querySelector(target) : target;
        if (!node || node.nodeType !== 1) {
          throw integrationError("The selector you specified (" + String(target) + ") applies to no DOM elements that are currently on the page.\\nMake sure the element exists on the page before calling mount().");
        }
        if (mountNode) {
          if (mountNode === node) return;
          throw integrationError("This Element is already mounted. Use \`unmount()\` to unmount the Element before re-mounting.");
        }
        mountNode = node;
        while (node.firstChild) node.removeChild(node.firstChild);
        node.appendChild(render());
        refreshClasses(snapshotState());
        setTimeout(function () {
          if (!mountNode || destroyed) return;
          ready = true;
          emit("ready", { elementType: "card" });
        }, 0);
      },
      unmount: function () {
        if (!mountNode) return;
        if (wrapper && wrapper.parentNode === mountNode) mountNode.removeChild(wrapper);
        [classes.base, classes.empty, classes.complete, classes.invalid, classes.focus].forEach(function (name) { mountNode.classList.remove(name); });
        mountNode = null; wrapper = null; inputs = {}; labelNodes = {}; ready = false; focused = false;
      },
      destroy: function () {
        element.unmount();
        destroyed = true;
        listeners = {};
      },
      on: function (type, handler) {
        (listeners[type] = listeners[type] || []).push(handler);
        if (type === "ready" && ready) setTimeout(function () { handler({ elementType: "card" }); }, 0);
        return element;
      },
      off: function (type, handler) {
        if (!listeners[type]) return element;
        listeners[type] = handler ? listeners[type].filter(function (h) { return h !== handler; }) : [];
        return element;
      },
      once: function (type, handler) {
        var wrapped = function (payload) { element.off(type, wrapped); handler(payload); };
        return element.on(type, wrapped);
      },
      update: function (next) {
        next = next || {};
        if (typeof next.hidePostalCode === "boolean") hidePostal = next.hidePostalCode;
        if (typeof next.disabled === "boolean") disabled = next.disabled;
        if (next.value && typeof next.value.postalCode === "string") values.postal = next.value.postalCode;
        FIELDS.forEach(function (name) {
          var input = inputs[name];
          if (!input) return;
          input.disabled = disabled;
          if (name === "postal") { input.value = values.postal; input.parentNode.style.display = hidePostal ? "none" : "inline-flex"; }
        });
        refreshClasses(snapshotState());
      },
      focus: function () { if (inputs.number) inputs.number.focus(); },
      blur: function () { FIELDS.forEach(function (name) { if (inputs[name]) inputs[name].blur(); }); },
      clear: function () {
        values.number = ""; values.expiry = ""; values.cvc = ""; values.postal = "";
        showIncomplete = {};
        FIELDS.forEach(function (name) { if (inputs[name]) inputs[name].value = ""; });
        changed();
      },
      collapse: function () {}
    };

    var internal = {
      elementType: "card",
      /** The card details, or the first validation error as Stripe.js reports it. */
      read: function () {
        var snap = snapshotState();
        for (var i = 0; i < FIELDS.length; i++) {
          var name = FIELDS[i], f = snap.state.fields[name];
          if (f.invalid) return { error: { type: "validation_error", code: f.invalid, message: message(f.invalid) } };
          if (!f.complete) return { error: { type: "validation_error", code: f.incomplete, message: message(f.incomplete) } };
        }
        return { card: { number: snap.state.number, exp_month: snap.state.month, exp_year: snap.state.year, cvc: snap.state.cvc }, postalCode: hidePostal ? "" : snap.state.postal };
      },
      isDestroyed: function () { return destroyed; },
      localize: localize
    };
    if (internals) internals.set(element, internal); else element.__standIn = internal;
    return element;
  }

  function internalOf(element) {
    if (!element || typeof element !== "object") return null;
    return (internals && internals.get(element)) || element.__standIn || null;
  }

  function encode(value, prefix, out) {
    Object.keys(value).forEach(function (key) {
      var item = value[key];
      if (item === undefined || item === null) return;
      var name = prefix ? prefix + "[" + key + "]" : key;
      if (typeof item === "object") encode(item, name, out);
      else out.push(encodeURIComponent(name) + "=" + encodeURIComponent(String(item)));
    });
    return out;
  }

  function connectionError(error) {
    return { type: "api_connection_error", message: "We could not reach Stripe. Check your connection and try again.", detail: String(error && error.message || error) };
  }

  function request(method, path, params) {
    var body = encode(params, "", []).join("&");
    var url = apiBase() + path + (method === "GET" && body ? "?" + body : "");
    return fetch(url, {
      method: method,
      headers: method === "GET" ? {} : { "Content-Type": "application/x-www-form-urlencoded" },
      body: method === "GET" ? undefined : body,
      credentials: "omit"
    }).then(function (response) {
      return response.json().then(function (json) { return { ok: response.ok, json: json }; });
    });
  }

  function intentId(clientSecret, method) {
    var match = typeof clientSecret === "string" ? /^(seti_[^_]+)_secret_/.exec(clientSecret) : null;
    if (!match) throw integrationError("Invalid value for " + method + " intent secret: value should be a client_secret string. You specified: " + clientSecret + ".");
    return match[1];
  }

  function notImplemented(name) {
    return function () {
      return Promise.resolve({ error: { type: "invalid_request_error", code: "stand_in_not_implemented", message: "The Stripe.js stand-in does not implement " + name + "." } });
    };
  }

  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== "string" || publishableKey === "") {
      throw integrationError("Invalid value for Stripe(): apiKey should be a string. You specified: " + typeof publishableKey + ".");
    }
    if (/^(sk|rk)_/.test(publishableKey)) throw integrationError("You should not use your secret key with Stripe.js.\\nPlease pass a publishable key instead.");
    var key = publishableKey;
    void options;

    function confirmCardSetup(clientSecret, data) {
      var id = intentId(clientSecret, "confirmCardSetup");
      var params = { client_secret: clientSecret, key: key, expected_payment_method_type: "card", use_stripe_sdk: "true" };
      var paymentMethod = data && data.payment_method;
      if (typeof paymentMethod === "string") {
        params.payment_method = paymentMethod;
      } else if (paymentMethod && typeof paymentMethod === "object") {
        var internal = internalOf(paymentMethod.card);
        if (!internal) return Promise.reject(integrationError("Invalid value for confirmCardSetup: payment_method.card should be a card Element."));
        if (internal.isDestroyed()) return Promise.reject(integrationError("This Element has already been destroyed. Please create a new one."));
        var read = internal.read();
        if (read.error) return Promise.resolve({ error: read.error });
        var billing = paymentMethod.billing_details || {};
        var address = Object.assign({}, billing.address || {});
        if (read.postalCode && !address.postal_code) address.postal_code = read.postalCode;
        params.payment_method_data = {
          type: "card",
          card: read.card,
          billing_details: { name: billing.name, email: billing.email, phone: billing.phone, address: Object.keys(address).length ? address : undefined }
        };
      }
      return request("POST", "/v1/setup_intents/" + encodeURIComponent(id) + "/confirm", params).then(
        function (reply) { return reply.ok ? { setupIntent: reply.json } : { error: reply.json && reply.json.error ? reply.json.error : { type: "api_error", message: "Unexpected reply from Stripe." } }; },
        function (error) { return { error: connectionError(error) }; }
      );
    }

    function retrieveSetupIntent(clientSecret) {
      var id = intentId(clientSecret, "retrieveSetupIntent");
      return request("GET", "/v1/setup_intents/" + encodeURIComponent(id), { client_secret: clientSecret, key: key }).then(
        function (reply) { return reply.ok ? { setupIntent: reply.json } : { error: reply.json.error }; },
        function (error) { return { error: connectionError(error) }; }
      );
    }

    return {
      elements: function (elementsOptions) {
        var created = {};
        var group = { locale: localeOf(elementsOptions && elementsOptions.locale) };
        return {
          create: function (type, elementOptions) {
            if (type !== "card") throw integrationError("The Stripe.js stand-in implements only the card Element; got " + type + ".");
            if (created.card && !internalOf(created.card).isDestroyed()) throw integrationError("Can only create one Element of type card.");
            created.card = createCardElement(group, elementOptions);
            return created.card;
          },
          getElement: function (type) {
            var name = typeof type === "string" ? type : type && type.__elementType;
            var element = created[name];
            return element && !internalOf(element).isDestroyed() ? element : null;
          },
          update: function (next) {
            if (!next || typeof next.locale !== "string") return;
            group.locale = localeOf(next.locale);
            if (created.card) internalOf(created.card).localize();
          },
          fetchUpdates: function () { return Promise.resolve({}); },
          submit: function () { return Promise.resolve({}); }
        };
      },
      confirmCardSetup: confirmCardSetup,
      handleCardSetup: confirmCardSetup,
      retrieveSetupIntent: retrieveSetupIntent,
      confirmCardPayment: notImplemented("confirmCardPayment"),
      createPaymentMethod: notImplemented("createPaymentMethod"),
      createToken: notImplemented("createToken"),
      _registerWrapper: function () {},
      registerAppInfo: function () {}
    };
  }
  Stripe.version = "endive";
  Stripe.__standIn = true;
  window.Stripe = Stripe;
})();
`;
}

/**
 * Serves the stand-in Stripe.js for every request to js.stripe.com in a
 * Playwright browser context, and forwards the browser's calls to
 * api.stripe.com to the stand-in at `standInUrl`. The page then sees
 * Stripe's own hosts, so the app's Content-Security-Policy for Stripe holds.
 */
export async function installStripeJsStandIn(context: BrowserContext, standInUrl: string): Promise<void> {
  const source = stripeJsSource();
  await context.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript; charset=utf-8", headers: { "Cache-Control": "no-store" }, body: source }),
  );
  await context.route("https://api.stripe.com/**", async (route) => {
    const target = new URL(route.request().url());
    const response = await route.fetch({ url: `${standInUrl.replace(/\/$/, "")}${target.pathname}${target.search}` });
    await route.fulfill({ response });
  });
}
