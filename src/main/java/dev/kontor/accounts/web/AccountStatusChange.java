package dev.kontor.accounts.web;

import jakarta.validation.constraints.NotNull;

import dev.kontor.accounts.AccountStatus;

/** The body of a status change of an internal or deposit account. */
record AccountStatusChange(@NotNull AccountStatus status) {
}
