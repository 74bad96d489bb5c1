package dev.kontor.accounts.internal;

import java.time.Clock;

import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

import dev.kontor.shared.Ids;

/**
 * What the life cycle of either kind of account needs besides its table and journal: who may hold an account, where
 * its events go, its ids, numbers and time. One bean, so that each kind is built from its own parts and this.
 */
@Component
record LifeCycleSupport(AccountHolders holders, AccountNumbers numbers, ApplicationEventPublisher events, Ids ids,
		Clock clock) {
}
