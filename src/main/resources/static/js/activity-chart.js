// Draws the activity chart of the console's dashboard: the orders placed, the executions and the webhook deliveries
// acknowledged in each sample interval. The page names the JSON address of the points in the chart element's
// data-points attribute and lists the same points in a table for screen readers, keyboard users and browsers
// without script; the element stays hidden until there is a chart to show. Loaded as a file: the console's
// Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  var element = document.getElementById('activity-chart');
  if (!element || typeof echarts === 'undefined') {
    return;
  }

  function pad(n) {
    return n < 10 ? '0' + n : String(n);
  }

  // Times in UTC, as the rest of the console shows them.
  function clock(millis) {
    var d = new Date(millis);
    return pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes());
  }

  function say(text) {
    element.hidden = false;
    element.textContent = text;
    element.classList.add('chart-message');
  }

  function draw(points) {
    if (points.length === 0) {
      say('No samples yet.');
      return;
    }
    element.hidden = false;
    var narrow = element.clientWidth < 480;
    var chart = echarts.init(element, null, { renderer: 'canvas' });
    function series(name, field, color) {
      return {
        name: name, type: 'line', showSymbol: false, color: color,
        data: points.map(function (p) { return [Date.parse(p.at), p[field]]; })
      };
    }
    chart.setOption({
      animation: false,
      aria: { enabled: false },
      legend: { top: 4, data: ['Orders placed', 'Executions', 'Deliveries acknowledged'] },
      grid: narrow ? { left: 44, right: 16, top: 96, bottom: 40 } : { left: 64, right: 32, top: 64, bottom: 40 },
      tooltip: { trigger: 'axis', renderMode: 'richText' },
      xAxis: { type: 'time', splitNumber: narrow ? 3 : 8, axisLabel: { formatter: clock, hideOverlap: true } },
      yAxis: { type: 'value', name: 'Per interval', min: 0, minInterval: 1 },
      series: [
        series('Orders placed', 'ordersPlaced', '#1d4ed8'),
        series('Executions', 'executions', '#047857'),
        series('Deliveries acknowledged', 'deliveries', '#92400e')
      ]
    });
    window.addEventListener('resize', function () { chart.resize(); });
  }

  fetch(element.getAttribute('data-points'), { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(function (response) {
      if (!response.ok) {
        throw new Error('HTTP ' + response.status);
      }
      return response.json();
    })
    .then(draw)
    .catch(function () { say('The chart could not be loaded; the table below lists the same values.'); });
}());
