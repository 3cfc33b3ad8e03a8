// Loads DriveProof's translations (compiled into driveproof_core) and Qt's own for a
// locale. One loader for the GUI, the CLI and the helper, so they speak alike.
#pragma once

#include <QLocale>

class QCoreApplication;

namespace DriveProof {

// Installs the translators on `app` for `locale` (the system's by default). English
// and the C locale get driveproof_en, which holds only plural forms ("1 byte", "2 bytes").
// Returns whether a DriveProof translation was found for the locale.
bool installTranslations(QCoreApplication &app, const QLocale &locale = QLocale());

} // namespace DriveProof
