package dev.kontor.shared.idempotency;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a creating handler method whose callers may send an {@code Idempotency-Key} header: the same key with the
 * same request answers the first answer again (with {@code Idempotent-Replayed: true}) instead of creating twice;
 * the same key with another request answers 422. Keys are scoped to the caller's tenant. Without the header the
 * handler runs as always.
 */
@Target(ElementType.METHOD)
@Retention(RetentionPolicy.RUNTIME)
@Documented
public @interface Idempotent {
}
