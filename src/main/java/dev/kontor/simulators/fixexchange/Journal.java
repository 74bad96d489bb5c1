package dev.kontor.simulators.fixexchange;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.function.Consumer;

/**
 * The simulator's journal of its orders: an append-only file of lines ({@code orders.journal} in the store directory,
 * beside QuickFIX/J's file store) from which a restart restores what the exchange held ({@link JournalLines} has the
 * format). Each line is handed to the operating system in one write before the execution report it stands for is
 * sent, so that it survives the simulator being killed; it is not forced to the disk, as QuickFIX/J's file store is
 * not, so a crash of the machine may lose the last lines. A last line without its line end (a write cut short) is
 * cut off when the journal is opened. Written on the exchange's thread only.
 */
final class Journal implements AutoCloseable {

	static final String FILE = "orders.journal";

	private final FileChannel file;

	private Journal(FileChannel file) {
		this.file = file;
	}

	/** Opens the journal in {@code directory}, creating what is missing; hands its lines in order to {@code replay}. */
	static Journal open(Path directory, Consumer<String> replay) throws IOException {
		Files.createDirectories(directory);
		FileChannel file = FileChannel.open(directory.resolve(FILE), StandardOpenOption.CREATE, StandardOpenOption.READ,
				StandardOpenOption.WRITE);
		try {
			String text = new String(Files.readAllBytes(directory.resolve(FILE)), StandardCharsets.UTF_8);
			int complete = text.lastIndexOf('\n') + 1;
			text.substring(0, complete).lines().filter(line -> !line.isEmpty()).forEach(replay);
			long kept = text.substring(0, complete).getBytes(StandardCharsets.UTF_8).length;
			file.truncate(kept);
			file.position(kept);
		}
		catch (IOException | RuntimeException unreadable) {
			file.close();
			throw unreadable;
		}
		return new Journal(file);
	}

	/** Appends one line; a journal that cannot be written fails the exchange's task before its report is sent. */
	void append(String line) {
		ByteBuffer bytes = ByteBuffer.wrap((line + "\n").getBytes(StandardCharsets.UTF_8));
		try {
			while (bytes.hasRemaining()) {
				file.write(bytes);
			}
		}
		catch (IOException failed) {
			throw new UncheckedIOException("The journal could not be written", failed);
		}
	}

	@Override
	public void close() throws IOException {
		file.close();
	}
}
