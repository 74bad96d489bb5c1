@NullMarked
package dev.kontor.webhooks.dispatch;

import org.jspecify.annotations.NullMarked;
