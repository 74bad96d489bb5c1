package dev.kontor.corporateactions;

import java.util.regex.Pattern;

import dev.kontor.shared.InvalidInput;

/**
 * The id an announcement is known by, given by whoever announces it (the issuer's or the custodian's reference,
 * {@code :20C::CORP//} of an MT564): 1 to 36 letters, digits, dots, underscores or hyphens.
 */
public record CorporateActionId(String value) {

	public static final String MESSAGE = "must be 1 to 36 characters of A-Z, a-z, 0-9, '.', '_' and '-'";

	private static final Pattern FORM = Pattern.compile("[A-Za-z0-9._-]{1,36}");

	public CorporateActionId {
		if (value == null || !FORM.matcher(value).matches()) {
			throw new InvalidInput("corporateActionId", MESSAGE);
		}
	}

	@Override
	public String toString() {
		return value;
	}
}
