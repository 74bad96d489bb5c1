package dev.kontor.console.web;

import lombok.RequiredArgsConstructor;

import org.jspecify.annotations.Nullable;

import org.springframework.stereotype.Controller;
import org.springframework.ui.Model;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.servlet.mvc.support.RedirectAttributes;

import dev.kontor.bankfiles.BankFileDirection;
import dev.kontor.bankfiles.BankFileStatus;
import dev.kontor.bankfiles.BankFiles;
import dev.kontor.bankfiles.CutOffResult;
import dev.kontor.shared.Conflict;
import dev.kontor.shared.paging.PageRequest;

/**
 * The bank connection's SEPA files, newest first, with their number of transactions and control sums, filtered by
 * direction and status; and a cut-off run now. While the bank connection does not work in files, the list stays
 * empty and the cut-off says so.
 */
@Controller
@RequestMapping(BankFilesPage.PATH)
@RequiredArgsConstructor
class BankFilesPage {

	static final String PATH = "/console/bank-files";

	/** The rows of a page of files. */
	static final int PAGE_SIZE = 50;

	private final BankFiles files;

	@GetMapping
	String list(@RequestParam(required = false) @Nullable BankFileDirection direction,
			@RequestParam(required = false) @Nullable BankFileStatus status,
			@RequestParam(required = false) @Nullable Integer page, Model model) {
		int number = Forms.pageNumber(page);
		model.addAttribute("rows", files.list(direction, status, new PageRequest(number, PAGE_SIZE)));
		model.addAttribute("page", number);
		model.addAttribute("directions", BankFileDirection.values());
		model.addAttribute("statuses", BankFileStatus.values());
		model.addAttribute("direction", direction);
		model.addAttribute("status", status);
		return "console/bank-files";
	}

	@PostMapping("/cutoff")
	String cutOff(RedirectAttributes redirect) {
		redirect.addFlashAttribute("notice", cutOffNotice());
		return "redirect:" + PATH;
	}

	private String cutOffNotice() {
		try {
			CutOffResult result = files.cutOff();
			return "Cut-off done: " + count(result.written().size()) + " written to the outbox, "
					+ count(result.read().size()) + " read from the inbox.";
		}
		catch (Conflict notInFiles) {
			return "The bank connection does not work in files (kontor.payments.bank is not files): there is no "
					+ "cut-off to run.";
		}
	}

	private static String count(int files) {
		return files == 1 ? "1 file" : files + " files";
	}
}
