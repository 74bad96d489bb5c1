package dev.kontor.orders.fix;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;

/** A part of the FIX venue: there only with {@code kontor.orders.venue=fix}. */
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@ConditionalOnProperty(name = "kontor.orders.venue", havingValue = "fix")
@interface OnFixVenue {
}
