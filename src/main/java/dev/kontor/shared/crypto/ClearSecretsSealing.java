package dev.kontor.shared.crypto;

import java.util.List;

import lombok.RequiredArgsConstructor;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.stereotype.Component;
import org.springframework.util.ClassUtils;

/**
 * The start-up step that seals the secrets an installation wrote in clear before sealing existed: runs once every
 * bean exists (the database is migrated by then) and before the scheduled jobs and the web server start, so that
 * nothing reads a clear secret after it. Finding nothing to seal costs one query per store.
 */
@Component
@RequiredArgsConstructor
class ClearSecretsSealing implements SmartInitializingSingleton {

	private static final Logger log = LoggerFactory.getLogger(ClearSecretsSealing.class);

	private final List<ClearSecrets> stores;

	@Override
	public void afterSingletonsInstantiated() {
		for (ClearSecrets store : stores) {
			int sealed = store.sealClearSecrets();
			if (sealed > 0) {
				log.info("Sealed {} secrets stored in clear: store={}", sealed, ClassUtils.getUserClass(store).getSimpleName());
			}
		}
	}
}
