@NullMarked
package dev.kontor.webhooks.settlement;

import org.jspecify.annotations.NullMarked;
