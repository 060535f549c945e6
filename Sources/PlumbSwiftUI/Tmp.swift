enum _Tmp {}
