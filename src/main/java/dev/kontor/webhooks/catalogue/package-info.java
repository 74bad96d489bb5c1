@NullMarked
package dev.kontor.webhooks.catalogue;

import org.jspecify.annotations.NullMarked;
