/** The quote stream's part of the AsyncAPI document. */
@NullMarked
package dev.kontor.pricefeed.asyncapi;

import org.jspecify.annotations.NullMarked;
