// Shows the instrument's quotes as they arrive, from the quote stream the console opens with its session. The page
// names the stream's address, the provider and the ISIN in the live element's data attributes. The stream closes
// with 4401 when the sign-in is to be checked again; the page then connects anew, once a second at most. Loaded as a
// file: the console's Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  var element = document.getElementById('live');
  if (!element || typeof WebSocket === 'undefined') {
    return;
  }
  var status = document.getElementById('live-status');
  var fields = document.getElementById('live-quote');
  var provider = element.getAttribute('data-provider');
  var isin = element.getAttribute('data-isin');
  var address = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host +
    element.getAttribute('data-stream');

  function say(text) {
    status.textContent = text;
  }

  function show(id, value) {
    document.getElementById(id).textContent = value === null || value === undefined ? '–' : String(value);
  }

  // Times in UTC, as the rest of the console shows them.
  function shown(dateTime) {
    return dateTime.replace('T', ' ').replace(/\.\d+/, '').replace('Z', ' UTC');
  }

  function quote(q) {
    show('live-bid', q.bid);
    show('live-ask', q.ask);
    show('live-bid-volume', q.bidVolume);
    show('live-ask-volume', q.askVolume);
    show('live-quote-status', q.status);
    var time = document.getElementById('live-time');
    time.setAttribute('datetime', q.dateTime);
    time.textContent = shown(q.dateTime);
    fields.hidden = false;
  }

  function connect() {
    var socket = new WebSocket(address);
    say('Connecting…');
    socket.onopen = function () {
      socket.send(JSON.stringify({ action: 'subscribe', provider: provider, isinCodes: [isin] }));
    };
    socket.onmessage = function (event) {
      var message = JSON.parse(event.data);
      if (message.type === 'subscribed') {
        say('Live: quotes appear here as they arrive.');
      } else if (message.type === 'error') {
        say('Live quotes refused: ' + message.message);
      } else if (message.isinCode === isin) {
        quote(message);
      }
    };
    socket.onclose = function (event) {
      if (event.code === 4401) {
        setTimeout(connect, 1000);
        return;
      }
      say('Live quotes stopped. Reload the page to see them again.');
    };
  }

  connect();
}());
