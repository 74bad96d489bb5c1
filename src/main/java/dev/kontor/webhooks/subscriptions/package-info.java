@NullMarked
package dev.kontor.webhooks.subscriptions;

import org.jspecify.annotations.NullMarked;
