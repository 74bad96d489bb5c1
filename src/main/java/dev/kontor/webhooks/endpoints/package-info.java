@NullMarked
package dev.kontor.webhooks.endpoints;

import org.jspecify.annotations.NullMarked;
