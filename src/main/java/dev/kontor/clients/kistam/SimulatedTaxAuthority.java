package dev.kontor.clients.kistam;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Optional;

import lombok.RequiredArgsConstructor;

import org.springframework.stereotype.Component;

import dev.kontor.clients.ChurchTaxAttribute;
import dev.kontor.clients.ClientSettings;

/**
 * The built-in tax authority: answers after {@code kontor.clients.kistam-delay}, the same for the same tax
 * identification number. By its tenth digit: 0 to 2 Roman Catholic ({@code rk}), 3 to 5 Protestant ({@code ev}),
 * 6 to 9 no church tax; the rate is 8 % when the second digit is even (as in Bavaria and Baden-Württemberg), else
 * 9 %; the attribute applies from the first day of the year asked about.
 */
@Component
@RequiredArgsConstructor
class SimulatedTaxAuthority implements TaxAuthority {

	static final String NAME = "Simulated";

	private final ClientSettings settings;

	@Override
	public String name() {
		return NAME;
	}

	@Override
	public Optional<ChurchTaxAttribute> ask(String taxIdentificationNumber, LocalDate asOf) {
		pause();
		return answerFor(taxIdentificationNumber, asOf);
	}

	static Optional<ChurchTaxAttribute> answerFor(String taxIdentificationNumber, LocalDate asOf) {
		int community = taxIdentificationNumber.charAt(9) - '0';
		if (community > 5) {
			return Optional.empty();
		}
		BigDecimal rate = (taxIdentificationNumber.charAt(1) - '0') % 2 == 0 ? BigDecimal.valueOf(8)
				: BigDecimal.valueOf(9);
		return Optional.of(new ChurchTaxAttribute(community <= 2 ? "rk" : "ev", rate, asOf.withDayOfYear(1)));
	}

	private void pause() {
		try {
			Thread.sleep(settings.kistamDelay());
		}
		catch (InterruptedException ex) {
			Thread.currentThread().interrupt();
			throw new IllegalStateException("Interrupted while the simulated tax authority answered", ex);
		}
	}
}
