package dev.kontor.orders.internal;

import java.util.function.Supplier;

import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/** Runs work in a transaction of its own, for the services that retry a place that met a concurrent one. */
@Component
class Transactions {

	private final TransactionTemplate template;

	Transactions(PlatformTransactionManager transactionManager) {
		this.template = new TransactionTemplate(transactionManager);
	}

	<T> T run(Supplier<T> work) {
		T result = template.execute(status -> work.get());
		if (result == null) {
			throw new IllegalStateException("A transaction answered nothing");
		}
		return result;
	}
}
