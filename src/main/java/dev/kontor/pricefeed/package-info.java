/**
 * Price feed: the instruments of each trade provider with their settlement settings and order support, market
 * calendars, quotes, their history, end-of-day prices and candlesticks.
 */
@ApplicationModule(allowedDependencies = "shared")
@NullMarked
package dev.kontor.pricefeed;

import org.jspecify.annotations.NullMarked;
import org.springframework.modulith.ApplicationModule;
