package dev.kontor.shared.documents;

import jakarta.validation.ConstraintValidator;
import jakarta.validation.ConstraintValidatorContext;
import org.jspecify.annotations.Nullable;

/** Validates {@link HexBytes}. */
class HexBytesValidator implements ConstraintValidator<HexBytes, String> {

	@Override
	public boolean isValid(@Nullable String value, ConstraintValidatorContext context) {
		return value == null || DocumentFiles.isHex(value);
	}
}
