package dev.kontor.shared.pdf;

import java.util.List;
import java.util.Locale;

import org.jspecify.annotations.Nullable;

/**
 * What a tenant's customer documents carry of the tenant (contract section 15): the letterhead (logo, legal name,
 * address), the footer (legal text, registration number, supervisory authority), the colour of rules and the name,
 * and the locale in which dates and amounts are written. The logo is a PNG checked when the branding was set.
 */
public record Letterhead(String legalName, List<String> addressLines, @Nullable String registrationNumber,
		@Nullable String supervisoryAuthority, byte @Nullable [] logoPng, @Nullable String primaryColor,
		@Nullable String footerText, Locale locale) {

	/** The locale of a tenant that has set no branding. */
	public static final Locale DEFAULT_LOCALE = Locale.UK;

	public Letterhead {
		addressLines = List.copyOf(addressLines);
	}

	/** The letterhead of a tenant without branding: its name alone, English formats. */
	public static Letterhead neutral(String tenantName) {
		return new Letterhead(tenantName, List.of(), null, null, null, null, null, DEFAULT_LOCALE);
	}
}
