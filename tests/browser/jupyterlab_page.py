"""Driving a JupyterLab page in the browser tests: wait for an idle kernel, answer the kernel dialog, Run All Cells."""

from __future__ import annotations

from pathlib import Path


def kernel_idle(page, timeout: float):
    """Wait until the status bar says the notebook's kernel is idle."""
    page.wait_for_function(
        "() => { const bar = document.querySelector('.jp-StatusBar-Widget, #jp-main-statusbar');"
        " return bar && /\\|\\s*Idle/.test(bar.innerText); }",
        timeout=timeout,
    )


def accept_kernel_dialog(page) -> bool:
    """Answer JupyterLab's "Select Kernel" dialog with its default (the notebook's own Python 3 kernel), if it is open.

    The lab asks when a notebook opens while another notebook's kernel is starting (the machine is busy); the modal
    dialog then swallows every click. Returns whether there was one.
    """
    dialog = page.locator(".jp-Dialog", has_text="Select Kernel")
    if not dialog.count():
        return False
    dialog.locator(".jp-mod-accept").first.click()
    dialog.wait_for(state="detached", timeout=30_000)
    return True


def run_all(page, ready_selector: str, timeout: float, shots: Path):
    """Run All Cells from the Run menu once the kernel is idle, until ``ready_selector`` shows; three tries.

    A try fails when the first click came too early or the kernel dialog was open; a screenshot of each failed try
    goes to ``shots``.
    """
    for attempt in range(3):
        accept_kernel_dialog(page)
        kernel_idle(page, 90_000)
        accept_kernel_dialog(page)
        page.locator(".lm-MenuBar-item", has_text="Run").first.click()
        page.locator(".lm-Menu-item", has_text="Run All Cells").first.click()
        try:
            page.wait_for_selector(ready_selector, timeout=timeout)
            return
        except Exception:
            page.screenshot(path=str(shots / f"run_all_attempt_{attempt + 1}.png"))
            if attempt == 2:
                raise
