/**
 * Simulators of the outside world that Kontor ships for tests and demos. They run as programs of their own from
 * Kontor's jar, without its Spring application, and talk to Kontor only over the protocols the real counterparties
 * speak (FIX, HTTP, ISO 20022 files); so they depend on no other module, and no module depends on them.
 */
@ApplicationModule(allowedDependencies = {})
@NullMarked
package dev.kontor.simulators;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
