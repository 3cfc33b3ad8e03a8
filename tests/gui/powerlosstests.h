// Shared by the power-loss GUI tests (tst_powerlosswizard, tst_witnesspage): a home of
// the test's own for pending tests, reports and autostart, the lying disk's path, the
// language the user prefers, and a run's parameters.
#pragma once

#include "common/translations.h"
#include "powerloss/session.h"

#include <QCoreApplication>
#include <QLocale>
#include <QTemporaryDir>

namespace PowerLossTests {

// XDG data and config under `home`; the lying disk where the build made one; the language
// the environment asks for. For initTestCase: QVERIFY(useTestHome(m_home)).
inline bool useTestHome(const QTemporaryDir &home)
{
    if (!home.isValid())
        return false;
    qputenv("XDG_DATA_HOME", home.filePath(QStringLiteral("data")).toUtf8());
    qputenv("XDG_CONFIG_HOME", home.filePath(QStringLiteral("config")).toUtf8());
#ifdef DRIVEPROOF_LYINGDISK
    if (qEnvironmentVariableIsEmpty("DRIVEPROOF_LYINGDISK"))
        qputenv("DRIVEPROOF_LYINGDISK", DRIVEPROOF_LYINGDISK);
#endif
    const QLocale locale = DriveProof::preferredLocale();
    QLocale::setDefault(locale);
    return DriveProof::installTranslations(*QCoreApplication::instance(), locale);
}

inline DriveProof::PowerLoss::RunParameters someParameters()
{
    DriveProof::PowerLoss::RunParameters p;
    for (std::size_t i = 0; i < p.runId.size(); ++i)
        p.runId[i] = std::uint8_t(0xA0 + i);
    p.areaBlocks = 100000;
    p.coldBlocks = 1000;
    p.ringBlocks = 10000;
    p.seed = 7;
    return p;
}

} // namespace PowerLossTests
