package dev.kontor.identity.tenants;

import java.util.List;

import jakarta.validation.constraints.NotBlank;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import org.jspecify.annotations.Nullable;

import dev.kontor.shared.documents.HexBytes;

/**
 * How a tenant's customer documents look (contract section 15), as the operator sets and reads it: the letterhead's
 * legal name and address lines, the footer's registration number, supervisory authority and text, the logo (a PNG as
 * {@code 0x} and hexadecimal digits, at most {@value #MAX_LOGO_BYTES} bytes), the colour of the name and rules
 * ({@code #RRGGBB}) and the locale (a BCP 47 tag such as {@code de-DE}) of dates and amounts.
 */
public record TenantBranding(@NotBlank @Size(max = 200) String legalName,
		@NotNull @Size(max = 4) List<@NotBlank @Size(max = 100) @Pattern(regexp = "[^\\n\\r]*",
				message = "must be one line") String> addressLines,
		@Nullable @Size(max = 100) String registrationNumber, @Nullable @Size(max = 200) String supervisoryAuthority,
		@Nullable @HexBytes @Size(max = 2 + 2 * MAX_LOGO_BYTES,
				message = "must be a PNG of at most " + MAX_LOGO_BYTES + " bytes") String logo,
		@Nullable @Pattern(regexp = "#[0-9A-Fa-f]{6}", message = "must be a colour as #RRGGBB") String primaryColor,
		@Nullable @Size(max = 500) String footerText, @NotBlank @Size(max = 35) String locale) {

	public static final int MAX_LOGO_BYTES = 262_144;
}
