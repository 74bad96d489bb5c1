package dev.kontor.shared.documents;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;

/**
 * The value is {@code 0x} followed by pairs of hexadecimal digits (null is valid). Checked by a loop over the
 * characters rather than a regular expression, whose repeated group recurses once per pair and overflows the stack on
 * a document of some megabytes.
 */
@Documented
@Constraint(validatedBy = HexBytesValidator.class)
@Target({ ElementType.FIELD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT, ElementType.METHOD })
@Retention(RetentionPolicy.RUNTIME)
public @interface HexBytes {

	String message() default DocumentFiles.NOT_HEX;

	Class<?>[] groups() default {};

	Class<? extends Payload>[] payload() default {};
}
