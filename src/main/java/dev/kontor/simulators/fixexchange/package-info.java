/**
 * The FIX exchange simulator ({@code --kontor.mode=fix-exchange}, contract section 12, {@code docs/fix.md}): a FIX 4.4
 * acceptor that fills Kontor's orders as the simulated venue does, at the latest quotes of a Kontor price feed read
 * through its public API, while the instrument's market is open by that price feed's calendar. Plain classes, no
 * Spring components: Kontor's component scan finds nothing here.
 */
@NullMarked
package dev.kontor.simulators.fixexchange;

import org.jspecify.annotations.NullMarked;
