// Draws the candlestick chart of the console's market view. The page names the JSON address of the candles in the
// chart element's data-candles attribute; the same candles are listed in a table below the chart for screen
// readers and keyboard users. Loaded as a file: the console's Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  var element = document.getElementById('chart');
  if (!element || typeof echarts === 'undefined') {
    return;
  }

  function pad(n) {
    return n < 10 ? '0' + n : String(n);
  }

  // Bucket starts in UTC, as the rest of the console shows times.
  function label(millis) {
    var d = new Date(millis);
    return d.getUTCFullYear() + '-' + pad(d.getUTCMonth() + 1) + '-' + pad(d.getUTCDate()) + ' ' +
      pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes());
  }

  function say(text) {
    element.textContent = text;
    element.classList.add('chart-message');
  }

  function draw(candles) {
    if (candles.length === 0) {
      say('No quotes in this range.');
      return;
    }
    var chart = echarts.init(element, null, { renderer: 'canvas' });
    chart.setOption({
      animation: false,
      aria: { enabled: false },
      grid: { left: 64, right: 24, top: 16, bottom: 48 },
      tooltip: { trigger: 'axis', renderMode: 'richText' },
      xAxis: { type: 'category', data: candles.map(function (c) { return label(c.time); }), boundaryGap: true },
      yAxis: { type: 'value', scale: true },
      dataZoom: [{ type: 'inside' }],
      series: [{
        name: 'Mid price',
        barMaxWidth: 24,
        type: 'candlestick',
        // ECharts reads a candle as [open, close, lowest, highest].
        data: candles.map(function (c) { return [c.open, c.close, c.low, c.high]; }),
        itemStyle: { color: '#1a7f37', color0: '#cf222e', borderColor: '#1a7f37', borderColor0: '#cf222e' }
      }]
    });
    window.addEventListener('resize', function () { chart.resize(); });
  }

  fetch(element.getAttribute('data-candles'), { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(function (response) {
      if (!response.ok) {
        throw new Error('HTTP ' + response.status);
      }
      return response.json();
    })
    .then(draw)
    .catch(function () { say('The chart could not be loaded; the table below lists the candles.'); });
}());
