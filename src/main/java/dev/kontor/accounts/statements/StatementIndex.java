package dev.kontor.accounts.statements;

import java.util.List;

/** An account's statements, oldest first (twelve or thirteen a year at most, so not paged). */
record StatementIndex(List<StatementView> data) {
}
