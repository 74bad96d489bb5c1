package dev.kontor.orders.web;

import java.util.List;

import lombok.RequiredArgsConstructor;

import io.swagger.v3.oas.annotations.Operation;
import io.swagger.v3.oas.annotations.responses.ApiResponse;
import io.swagger.v3.oas.annotations.tags.Tag;

import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.DeleteMapping;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RestController;

import dev.kontor.orders.TradingHalt;
import dev.kontor.orders.TradingHalts;
import dev.kontor.pricefeed.TradeProvider;
import dev.kontor.shared.NotFound;

/** The operator sees the instruments the venue halted and lifts a halt (scope platform.admin, as all of /admin/**). */
@RestController
@RequestMapping("/admin/v1/trading-halts")
@Tag(name = "Operator: trading halts")
@RequiredArgsConstructor
class TradingHaltAdminController {

	private final TradingHalts halts;

	@GetMapping
	@Operation(summary = "The instruments halted now: a quote left the price band around the reference price",
			description = "Nothing of a halted instrument fills until the halt ends "
					+ "(kontor.orders.halt-duration, renewed while the latest quote stays outside the band) or is "
					+ "lifted; resting orders stay.")
	List<TradingHalt> list() {
		return halts.current();
	}

	@DeleteMapping("/{provider}/{isinCode}")
	@Operation(summary = "Lift the halt of an instrument: its latest quote becomes the reference price and fills")
	@ApiResponse(responseCode = "204", description = "The halt is lifted")
	ResponseEntity<Void> lift(@PathVariable TradeProvider provider, @PathVariable String isinCode) {
		if (!halts.lift(provider, isinCode)) {
			throw new NotFound("The instrument is not halted");
		}
		return ResponseEntity.noContent().build();
	}
}
