// tst_helperbus's rows for SelfTest (issue 23): every misuse refused with the right named
// error before polkit is asked, like the other methods' rows.
#pragma once

#include <QString>
#include <QTest>
#include <QVariantMap>

inline void addSelfTestRefusalRows(const QString &invalid, const QString &notBlock)
{
    const QString st = QStringLiteral("SelfTest");
    const auto call = [](const QString &path, const QString &action,
                         const QVariantMap &options = {}) {
        return QVariantList{path, action, options};
    };
    QTest::newRow("self-test: unknown action")
        << st << call(QStringLiteral("/dev/null"), QStringLiteral("long")) << invalid
        << QStringLiteral("long");
    QTest::newRow("self-test: empty action")
        << st << call(QStringLiteral("/dev/null"), QString()) << invalid << QStringLiteral("“”");
    QTest::newRow("self-test: unknown option")
        << st
        << call(QStringLiteral("/dev/null"), QStringLiteral("status"),
                {{QStringLiteral("wait"), true}})
        << invalid << QStringLiteral("wait");
    QTest::newRow("self-test: char device")
        << st << call(QStringLiteral("/dev/null"), QStringLiteral("short")) << notBlock
        << QStringLiteral("/dev/null");
    QTest::newRow("self-test: outside /dev")
        << st << call(QStringLiteral("/tmp/x"), QStringLiteral("abort")) << invalid
        << QStringLiteral("/tmp/x");
    QTest::newRow("self-test: dotdot")
        << st << call(QStringLiteral("/dev/../dev/null"), QStringLiteral("extended")) << invalid
        << QStringLiteral("..");
}
