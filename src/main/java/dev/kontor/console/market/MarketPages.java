package dev.kontor.console.market;

import java.math.BigDecimal;
import java.util.List;

import lombok.RequiredArgsConstructor;

import jakarta.servlet.http.HttpServletResponse;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.ResponseBody;

import dev.kontor.orders.TradingHalt;
import dev.kontor.orders.TradingHalts;
import dev.kontor.pricefeed.ChartRange;
import dev.kontor.pricefeed.MarketCandle;
import dev.kontor.pricefeed.MarketData;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.InvalidInput;

/**
 * The market view of operators and AML officers: instrument search, an instrument with its latest quote, its trading
 * halt if the venue halted it, and a candlestick chart, whose script reads the candles as JSON from
 * {@code …/candles}. The market belongs to no tenant.
 */
@Controller
@RequiredArgsConstructor
class MarketPages {

	private final MarketData market;

	private final TradingHalts halts;

	@GetMapping("/console/market")
	String search(@RequestParam(required = false) @Nullable String q,
			@RequestParam(defaultValue = "ProviderA") TradeProvider provider, Model model,
			HttpServletResponse response) {
		model.addAttribute("q", q == null ? "" : q);
		model.addAttribute("provider", provider);
		model.addAttribute("providers", TradeProvider.values());
		model.addAttribute("maxLength", MarketData.MAX_SEARCH_LENGTH);
		if (q != null) {
			try {
				model.addAttribute("instruments", market.search(provider, q));
			}
			catch (InvalidInput invalid) {
				model.addAttribute("searchError", invalid.getMessage());
				response.setStatus(HttpServletResponse.SC_BAD_REQUEST);
			}
		}
		return "console/market/search";
	}

	@GetMapping("/console/market/instruments/{provider}/{isinCode}")
	String instrument(@PathVariable TradeProvider provider, @PathVariable String isinCode,
			@RequestParam(defaultValue = "d1") ChartRange range, Model model) {
		model.addAttribute("instrument", market.instrument(provider, isinCode));
		model.addAttribute("quote", market.latestQuote(provider, isinCode).orElse(null));
		model.addAttribute("halt", halts.current()
			.stream()
			.filter(halt -> halt.instrument().equals(new TradingHalt.Instrument(provider, isinCode)))
			.findFirst()
			.orElse(null));
		model.addAttribute("range", range);
		model.addAttribute("ranges", ChartRange.values());
		model.addAttribute("candles", market.candles(provider, isinCode, range).reversed());
		return "console/market/instrument";
	}

	/** The candles the chart script draws, oldest first. */
	@GetMapping("/console/market/instruments/{provider}/{isinCode}/candles")
	@ResponseBody
	List<ChartCandle> candles(@PathVariable TradeProvider provider, @PathVariable String isinCode,
			@RequestParam(defaultValue = "d1") ChartRange range) {
		return market.candles(provider, isinCode, range).stream().map(ChartCandle::of).toList();
	}

	/** A candle as the chart script reads it: the bucket start in epoch milliseconds, prices as numbers. */
	record ChartCandle(long time, BigDecimal open, BigDecimal high, BigDecimal low,
			BigDecimal close, long quotes) {

		static ChartCandle of(MarketCandle candle) {
			return new ChartCandle(candle.start().toEpochMilli(), candle.open(), candle.high(), candle.low(),
					candle.close(), candle.quotes());
		}
	}
}
