// TEMPORARY placeholder; the first window replaces it.
#include <QApplication>
#include <QLabel>
int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QLabel l(QStringLiteral("DriveProof"));
    l.show();
    return app.exec();
}
