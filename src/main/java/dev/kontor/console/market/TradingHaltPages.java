package dev.kontor.console.market;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.orders.TradingHalts;
import dev.kontor.pricefeed.TradeProvider;

/**
 * The instruments the venue halted because a quote left the price band: operators and AML officers see them, an
 * operator lifts a halt (the security configuration keeps the lift to the operator role).
 */
@Controller
@RequiredArgsConstructor
class TradingHaltPages {

	static final String PATH = "/console/market/halts";

	private final TradingHalts halts;

	@GetMapping(PATH)
	String list(Model model) {
		model.addAttribute("halts", halts.current());
		return "console/market/halts";
	}

	@PostMapping(PATH + "/{provider}/{isinCode}/lift")
	String lift(@PathVariable TradeProvider provider, @PathVariable String isinCode, RedirectAttributes redirect) {
		redirect.addFlashAttribute("notice", halts.lift(provider, isinCode)
				? "Trading in " + isinCode + " resumes: its latest quote is the reference price now."
				: isinCode + " is not halted (any more).");
		return "redirect:" + PATH;
	}
}
