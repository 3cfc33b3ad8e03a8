// tst_helperbus's rows for OpenDevice's "purpose" (issue 24): a capacity check opens for
// writing only, and an unknown purpose is refused, both before polkit is asked.
#pragma once

#include <QString>
#include <QTest>
#include <QVariantMap>

inline void addOpenPurposeRefusalRows(const QString &invalid)
{
    const QString od = QStringLiteral("OpenDevice");
    const auto open = [](const QString &mode, const QString &purpose) {
        return QVariantList{QStringLiteral("/dev/null"), mode,
                            QVariantMap{{QStringLiteral("purpose"), purpose}}};
    };
    QTest::newRow("capacity check, read only")
        << od << open(QStringLiteral("r"), QStringLiteral("capacity-check")) << invalid
        << QStringLiteral("“rw”");
    QTest::newRow("unknown purpose") << od << open(QStringLiteral("rw"), QStringLiteral("wipe"))
                                     << invalid << QStringLiteral("wipe");
    QTest::newRow("purpose not a string")
        << od
        << QVariantList{QStringLiteral("/dev/null"), QStringLiteral("rw"),
                        QVariantMap{{QStringLiteral("purpose"), 1}}}
        << invalid << QStringLiteral("purpose");
}
