/**
 * The AsyncAPI document at {@code /asyncapi.json}: what the platform sends and receives outside request and answer
 * (webhooks, the event stream, the quote stream), assembled from the parts the modules describe in code.
 */
@NullMarked
package dev.kontor.shared.asyncapi;

import org.jspecify.annotations.NullMarked;
