/**
 * Secrets at rest: the master key and the one component that seals and opens stored secrets with it.
 */
@NullMarked
package dev.kontor.shared.crypto;

import org.jspecify.annotations.NullMarked;
