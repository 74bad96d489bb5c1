package dev.kontor.aml.settings;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import jakarta.validation.Constraint;
import jakarta.validation.Payload;
import jakarta.validation.ReportAsSingleViolation;
import jakarta.validation.constraints.DecimalMax;
import jakarta.validation.constraints.DecimalMin;
import jakarta.validation.constraints.Digits;

/**
 * A risk threshold or default risk factor: 0 to 10000 with at most four decimals, which the settings table's
 * {@code NUMERIC(9, 4)} columns hold exactly. Null is valid; {@code @NotNull} says when it is required.
 */
@Documented
@Constraint(validatedBy = {})
@Target({ ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER, ElementType.RECORD_COMPONENT })
@Retention(RetentionPolicy.RUNTIME)
@ReportAsSingleViolation
@DecimalMin("0")
@DecimalMax("10000")
@Digits(integer = 5, fraction = 4)
public @interface RiskValue {

	String message() default "must be a number from 0 to 10000 with at most 4 decimals";

	Class<?>[] groups() default {};

	Class<? extends Payload>[] payload() default {};
}
