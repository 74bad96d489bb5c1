/** The webhooks' and the event stream's part of the AsyncAPI document, generated from the event catalogue. */
@NullMarked
package dev.kontor.webhooks.asyncapi;

import org.jspecify.annotations.NullMarked;
