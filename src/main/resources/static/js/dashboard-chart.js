// Draws the webhook delivery chart of the console's dashboard: the latency p50 and p99 of each sample interval and
// the age of the oldest waiting delivery. The page names the JSON address of the points in the chart element's
// data-points attribute and lists the same points in a table for screen readers, keyboard users and browsers
// without script; the element stays hidden until there is a chart to show. Loaded as a file: the console's
// Content-Security-Policy allows no inline script.
(function () {
  'use strict';

  var element = document.getElementById('delivery-chart');
  if (!element || typeof echarts === 'undefined') {
    return;
  }

  function pad(n) {
    return n < 10 ? '0' + n : String(n);
  }

  // Times in UTC, as the rest of the console shows them; the seconds only where a tick falls within a minute.
  function clock(millis) {
    var d = new Date(millis);
    var minute = pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes());
    return d.getUTCSeconds() === 0 ? minute : minute + ':' + pad(d.getUTCSeconds());
  }

  function stamp(millis) {
    var d = new Date(millis);
    return pad(d.getUTCHours()) + ':' + pad(d.getUTCMinutes()) + ':' + pad(d.getUTCSeconds()) + ' UTC';
  }

  function latency(ms) {
    if (ms === null || ms === undefined) {
      return 'none';
    }
    if (ms < 10) {
      return ms.toFixed(1) + ' ms';
    }
    return ms < 1000 ? Math.round(ms) + ' ms' : (ms / 1000).toFixed(1) + ' s';
  }

  function say(text) {
    element.hidden = false;
    element.textContent = text;
    element.classList.add('chart-message');
  }

  // On a narrow screen the legend takes two lines, and the axes get less room and fewer time labels.
  function layout() {
    var narrow = element.clientWidth < 480;
    return {
      grid: narrow ? { left: 44, right: 36, top: 96, bottom: 40 } : { left: 64, right: 64, top: 64, bottom: 40 },
      xAxis: { splitNumber: narrow ? 3 : 8 }
    };
  }

  function value(v) {
    return v === undefined ? null : v;
  }

  function draw(points) {
    if (points.length === 0) {
      say('No samples yet.');
      return;
    }
    element.hidden = false;
    var byTime = {};
    points.forEach(function (p) { byTime[p.time] = p; });
    var chart = echarts.init(element, null, { renderer: 'canvas' });
    var sized = layout();
    chart.setOption({
      animation: false,
      aria: { enabled: false },
      legend: { top: 4, data: ['Latency p50', 'Latency p99', 'Oldest waiting delivery'] },
      grid: sized.grid,
      tooltip: {
        trigger: 'axis',
        renderMode: 'richText',
        formatter: function (params) {
          var p = byTime[params[0].value[0]];
          return stamp(p.time) + '\nLatency p50: ' + latency(value(p.p50)) + '\nLatency p99: ' +
            (p.p99Exceeded ? 'over ' : '') + latency(value(p.p99)) + '\nOldest waiting delivery: ' +
            Math.floor(p.backlogAge) + ' s';
        }
      },
      xAxis: { type: 'time', splitNumber: sized.xAxis.splitNumber, axisLabel: { formatter: clock, hideOverlap: true } },
      yAxis: [
        { type: 'value', name: 'Latency (ms)', nameTextStyle: { align: 'left' }, min: 0 },
        {
          type: 'value', name: 'Age (s)', nameTextStyle: { align: 'right' }, min: 0, minInterval: 1,
          splitLine: { show: false }
        }
      ],
      series: [
        {
          // Symbols, so that an interval with deliveries between two without shows as a dot.
          name: 'Latency p50', type: 'line', symbolSize: 5, connectNulls: false, color: '#1d4ed8',
          data: points.map(function (p) { return [p.time, value(p.p50)]; })
        },
        {
          name: 'Latency p99', type: 'line', symbolSize: 5, connectNulls: false, color: '#b42318',
          data: points.map(function (p) { return [p.time, value(p.p99)]; })
        },
        {
          name: 'Oldest waiting delivery', type: 'line', yAxisIndex: 1, showSymbol: false, color: '#92400e',
          lineStyle: { type: 'dashed' },
          data: points.map(function (p) { return [p.time, p.backlogAge]; })
        }
      ]
    });
    window.addEventListener('resize', function () {
      chart.setOption(layout());
      chart.resize();
    });
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
