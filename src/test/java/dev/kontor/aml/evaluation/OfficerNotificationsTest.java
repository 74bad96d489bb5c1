package dev.kontor.aml.evaluation;

import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;

import jakarta.mail.internet.MimeMessage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.beans.factory.support.StaticListableBeanFactory;
import org.springframework.jdbc.core.simple.JdbcClient;
import org.springframework.mail.MailSendException;
import org.springframework.mail.SimpleMailMessage;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.mail.javamail.JavaMailSenderImpl;
import org.springframework.transaction.PlatformTransactionManager;

import dev.kontor.aml.AmlProperties;
import dev.kontor.aml.AmlTenant;
import dev.kontor.shared.Ids;
import dev.kontor.testing.HttpTest;

import static org.assertj.core.api.Assertions.assertThat;

/** The officer's notifications are sent once, by mail when SMTP is configured, else written to the log. */
class OfficerNotificationsTest extends HttpTest {

	@Autowired
	JdbcClient jdbc;

	@Autowired
	OfficerNotifications notifications;

	@Autowired
	Ids ids;

	@Autowired
	PlatformTransactionManager transactionManager;

	@Autowired
	AmlProperties properties;

	private UUID evaluationId;

	@BeforeEach
	void waitingEvaluation() {
		AmlTenant aml = new AmlTenant(http, platform);
		aml.settings();
		String client = aml.client("k-1", Map.of("countryOfOrigin", "DEU"));
		aml.parameter("customer-origin-country", 5,
				Map.of("countryCode", "DEU", "countryName", "Germany", "countryGroup", "EU countries"));
		evaluationId = UUID.fromString(aml.evaluate(aml.deposit(client, "100")).json().get("id").asString());
	}

	@Test
	void withoutSmtpTheNotificationIsLoggedAndMarkedSent() {
		notifications.sendPending();

		assertThat(channel()).isEqualTo("Log");
	}

	@Test
	void withSmtpTheOfficerGetsAMail() {
		RecordingMailSender mail = new RecordingMailSender(false);

		senderWith(mail).sendPending();

		assertThat(channel()).isEqualTo("Mail");
		SimpleMailMessage sent = mail.sent.stream()
			.filter(m -> m.getText().contains(evaluationId.toString()))
			.findFirst()
			.orElseThrow();
		assertThat(sent.getTo()).containsExactly("officer@example.com");
		assertThat(sent.getSubject()).contains("Deposit of 100 EUR", "k-1");
	}

	@Test
	void aFailedMailIsTriedAgainLater() {
		senderWith(new RecordingMailSender(true)).sendPending();

		assertThat(channel()).isNull();
		assertThat(jdbc.sql("SELECT attempts FROM aml_officer_notifications WHERE evaluation_id = :id")
			.param("id", evaluationId)
			.query(Integer.class)
			.single()).isEqualTo(1);
		senderWith(new RecordingMailSender(false)).sendPending();
		assertThat(channel()).isEqualTo("Mail");
	}

	private OfficerNotifications senderWith(RecordingMailSender mail) {
		StaticListableBeanFactory beans = new StaticListableBeanFactory();
		beans.addBean("mail", mail);
		return new OfficerNotifications(jdbc, beans.getBeanProvider(JavaMailSender.class), ids, properties,
				Clock.systemUTC(), transactionManager);
	}

	private String channel() {
		return jdbc.sql("SELECT channel FROM aml_officer_notifications WHERE evaluation_id = :id")
			.param("id", evaluationId)
			.query(String.class)
			.optional()
			.orElse(null);
	}

	/** Records simple messages instead of talking SMTP; fails every send when told to. */
	static final class RecordingMailSender extends JavaMailSenderImpl {

		final List<SimpleMailMessage> sent = new ArrayList<>();

		private final boolean failing;

		RecordingMailSender(boolean failing) {
			this.failing = failing;
		}

		@Override
		public void send(SimpleMailMessage... messages) {
			if (failing) {
				throw new MailSendException("SMTP server not reachable");
			}
			sent.addAll(List.of(messages));
		}

		@Override
		public void send(MimeMessage... messages) {
			throw new UnsupportedOperationException("only simple messages are sent");
		}
	}
}
