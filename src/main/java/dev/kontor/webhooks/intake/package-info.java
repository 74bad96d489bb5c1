@NullMarked
package dev.kontor.webhooks.intake;

import org.jspecify.annotations.NullMarked;
