@NullMarked
package dev.kontor.webhooks.delivery;

import org.jspecify.annotations.NullMarked;
