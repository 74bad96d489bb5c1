@NullMarked
package dev.kontor.webhooks.queue;

import org.jspecify.annotations.NullMarked;
