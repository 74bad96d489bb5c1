@NullMarked
package dev.kontor.webhooks.web;

import org.jspecify.annotations.NullMarked;
