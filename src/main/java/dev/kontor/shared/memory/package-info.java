/**
 * Long-lived in-memory structures laid out for the garbage collector: values replaced many times a second held where
 * a young collection finds them cheaply.
 */
@NullMarked
package dev.kontor.shared.memory;

import org.jspecify.annotations.NullMarked;
